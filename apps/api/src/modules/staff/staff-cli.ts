import { InvalidEnvironmentError, parseEnv } from '../../config/env.js';
import { runStaffCli } from './run-staff-cli.js';

/** `npm run staff -- create-owner <email> [name]`. Stop the server first when it runs on the embedded database. */
async function main() {
  const { code, output } = await runStaffCli(process.argv.slice(2), parseEnv());
  (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
  process.exit(code);
}

main().catch((error: unknown) => {
  const message =
    error instanceof InvalidEnvironmentError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`The staff command failed: ${message}\n`);
  process.exit(1);
});
