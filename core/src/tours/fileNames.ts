/** C0 controls and DEL. */
const isControl = (c: string): boolean => {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * Why an uploaded file's name cannot be used, or null when it is a plain name. Names are only
 * ever shown and matched (`check-file`, overwrite), never used as paths, but a name that carries
 * a path is a sign of a forged or broken client and is refused with a clear message.
 */
export const fileNameProblem = (name: string): string | null => {
  if (name.trim() === "") return "the file has no name";
  if (/[/\\]/.test(name)) return `"${name}" contains a path; send the file's name only`;
  if (name === "." || name === "..") return `"${name}" is not a file name`;
  // Control characters break logs and the file lists that show the name.
  if ([...name].some(isControl)) {
    return `"${[...name].map((c) => (isControl(c) ? "?" : c)).join("")}" contains control characters`;
  }
  return null;
};
