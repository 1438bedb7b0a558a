import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import { placeChildOptions } from './place-index.js';
import { type ParentChannel, sendToParent } from './place-index-child.js';

/** A child's `process` as the test drives it. */
class FakeChannel extends EventEmitter implements ParentChannel {
  connected = true;
  readonly sent: unknown[] = [];
  readonly exits: number[] = [];
  sendError: Error | null = null;
  send(message: unknown, callback: (error: Error | null) => void) {
    this.sent.push(message);
    const error = this.sendError;
    process.nextTick(() => callback(error));
    return true;
  }
  exit(code: number) {
    this.exits.push(code);
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('sendToParent (the place index child)', () => {
  it('sends what it built and leaves when the API lets go', async () => {
    const channel = new FakeChannel();
    sendToParent(channel, () => 'table');
    await tick();
    expect([channel.sent, channel.exits]).toEqual([['table'], []]);
    channel.connected = false;
    channel.emit('disconnect');
    expect(channel.exits).toEqual([0]);
  });

  it('leaves quietly, sending nothing, when the API went during the build', () => {
    const channel = new FakeChannel();
    sendToParent(channel, () => {
      channel.connected = false;
      return 'table';
    });
    expect([channel.sent, channel.exits]).toEqual([[], [0]]);
  });

  it('leaves quietly when the send fails (the API went as it was sent)', async () => {
    const channel = new FakeChannel();
    channel.sendError = Object.assign(new Error('Channel closed'), { code: 'ERR_IPC_CHANNEL_CLOSED' });
    sendToParent(channel, () => 'table');
    await tick();
    expect(channel.exits).toEqual([0]);
  });

  it('as a real process: ends at once, with nothing on stderr, when its parent disconnects during the build', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'amora-place-child-'));
    try {
      const source = readFileSync(join(__dirname, 'place-index-child.ts'), 'utf8');
      // as jest runs it, with @swc/core, but as an ES module for node
      const compiled = transformSync(source, {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      });
      writeFileSync(join(dir, 'place-index-child.mjs'), compiled.code);
      // a build of a second, announced on stdout so that the parent disconnects in its middle
      writeFileSync(
        join(dir, 'worker.mjs'),
        `import { sendToParent } from './place-index-child.mjs';
         sendToParent(process, () => {
           process.stdout.write('building\\n');
           const end = Date.now() + 1000;
           while (Date.now() < end);
           return { table: new Uint8Array(1 << 20) };
         });`,
      );
      const child = fork(join(dir, 'worker.mjs'), { ...placeChildOptions(process.env), stdio: 'pipe' });
      let stderr = '';
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
      });
      child.stdout?.once('data', () => child.disconnect());
      const started = Date.now();
      const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
        child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
      );
      expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: '' });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('placeChildOptions', () => {
  it('passes on none of the API’s Node flags, from its command line or NODE_OPTIONS', () => {
    const options = placeChildOptions({ NODE_OPTIONS: '--inspect=9229', PATH: '/usr/bin', LANG: 'C' });
    expect(options.execArgv).toEqual([]);
    expect(options.env).toEqual({ PATH: '/usr/bin', LANG: 'C' });
  });
});
