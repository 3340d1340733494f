// Where the browser finds the live channel: /ws on the host that served the page, over wss
// when the page came over https.

export function liveChannelUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
}
