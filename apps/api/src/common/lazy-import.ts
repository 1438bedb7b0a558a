/**
 * A module loaded at its first use and kept: packages only some processes need (the demo seeder's faker,
 * sharp, the S3 and Mollie clients, nodemailer, web-push, PGlite) stay out of the memory of every API process
 * at rest (issue 10). A missing module rejects every call with Node's own ERR_MODULE_NOT_FOUND: never swallow it.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}
