/**
 * Hands a text file to the browser's downloads: the CSV files of the admin are made in the page
 * (a credentials sheet never goes back to the server) or answered inline by the API.
 */
export const downloadText = (fileName: string, content: string, mimeType = "text/csv"): void => {
  const url = URL.createObjectURL(new Blob([content], { type: `${mimeType};charset=utf-8` }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
