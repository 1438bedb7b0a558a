/**
 * A module loaded at its first use and kept: packages only some processes need (the demo seeder's faker,
 * sharp, the S3 and Mollie clients, nodemailer, web-push, PGlite) stay out of the memory of every API process
 * at rest (issue 10). A failed load rejects its callers with the loader's own error (ERR_MODULE_NOT_FOUND,
 * EMFILE…), never swallowed, and is not kept: the next use tries again, so that a passing failure (too many
 * open files at that moment) does not fail every later use until a restart.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (loading) return loading;
    // a load that throws before its promise exists rejects like one that fails later
    const attempt = new Promise<T>((resolve) => resolve(load()));
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    return attempt;
  };
}
