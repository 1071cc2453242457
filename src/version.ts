// The proofgate version shown by `--version`, in reports and in the Action's summary.
// Kept equal to package.json's "version" (a test checks it).

export const VERSION = '0.1.0';
