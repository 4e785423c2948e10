/** Opens a file only a signed-in caller may read (fetched with the bearer token) in a new tab. */
export async function openWithToken(url: string, token: string): Promise<void> {
  // Open the tab now, while the click still counts as a user gesture.
  const tab = window.open('', '_blank');
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) {
    tab?.close();
    throw new Error(`The file could not be opened (status ${response.status})`);
  }
  const href = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = href;
  else window.location.assign(href);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
