/**
 * The browsers' push services: the only hosts a push subscription may point the server at.
 * The server posts every notification to a subscription's endpoint, so an endpoint anywhere
 * else would let whoever subscribes make the server connect inside its own network (cloud
 * metadata, loopback, services behind the firewall). A host is accepted when it is one of
 * `exact` or lies under one of `under` (a subdomain, never the suffix glued to another name).
 */
export const PUSH_SERVICE_HOSTS = {
  exact: [
    // Chrome, Edge on Android, Opera, Samsung Internet (Firebase Cloud Messaging).
    'fcm.googleapis.com',
    // Firefox (Mozilla autopush).
    'updates.push.services.mozilla.com',
  ],
  under: [
    // Safari on macOS and iOS (web.push.apple.com and its regional names).
    'push.apple.com',
    // Edge on Windows (Windows Push Notification Services, e.g. wns2-par02p.notify.windows.com).
    'notify.windows.com',
  ],
} as const;

/**
 * Whether the server may post to `endpoint`: an `https` URL on the default port, without
 * credentials, whose host is one of the push services of `PUSH_SERVICE_HOSTS`. A trailing dot,
 * a look-alike (`fcm.googleapis.com.evil.example`) or any other host is refused.
 */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return (
    PUSH_SERVICE_HOSTS.exact.some((name) => host === name) ||
    PUSH_SERVICE_HOSTS.under.some(
      (name) => host.endsWith(`.${name}`) && host.length > name.length + 1,
    )
  );
}
