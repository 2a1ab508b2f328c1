/**
 * Hands a file made or fetched in the page to the browser's downloads: an object URL clicked as
 * a download link, released right after. For what a plain link cannot fetch (a file behind the
 * session header) or what never goes to the server (a credentials sheet, a CSV made here).
 */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Saves text as a file (a CSV unless told), in UTF-8. */
export const downloadText = (fileName: string, content: string, mimeType = "text/csv"): void =>
  saveBlob(new Blob([content], { type: `${mimeType};charset=utf-8` }), fileName);
