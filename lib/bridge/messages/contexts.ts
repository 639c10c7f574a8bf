/**
 * The places bridge messages travel between. The web app is a page, not part of the extension:
 * it only speaks to the app-bridge content script through window messages. 'rms' is the content
 * script on the RMS pages the agency enabled. 'offscreen' is the hidden document that writes to the
 * clipboard for the background (a service worker has no DOM); it only receives.
 */
export type BridgeContext = 'web-app' | 'app-bridge' | 'background' | 'popup' | 'rms' | 'offscreen';

/** The extension contexts that exchange runtime messages. */
export type ExtensionContext = Exclude<BridgeContext, 'web-app'>;

/** The parts of a runtime.MessageSender the checks rely on (the browser fills them, not the sender). */
export interface RuntimeSender {
  id?: string;
  url?: string;
  frameId?: number;
}

/** What a receiver knows about itself to tell who sent a runtime message. */
export interface SenderEnv {
  /** browser.runtime.id */
  extensionId: string;
  /** browser.runtime.getURL('/popup.html') */
  popupUrl: string;
  /** The configured web-app origin (see resolveAppUrl). */
  appOrigin: string;
  /** The RMS origins the agency enabled (and the browser granted); none when absent. */
  rmsOrigins?: readonly string[];
  /**
   * The addresses the background's messages carry, for receivers that take messages from it
   * (Firefox names the background page or script; Chrome gives a service worker no url at all).
   */
  backgroundUrls?: readonly string[];
}

function withoutQueryOrHash(url: string): string | undefined {
  try {
    // href, not origin + pathname: URL.origin is "null" for extension schemes outside a browser.
    const parsed = new URL(url);
    parsed.search = '';
    parsed.hash = '';
    return parsed.href;
  } catch {
    return undefined;
  }
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Which extension context sent a runtime message, judged only from what the browser reports
 * about the sender, never from the message. Undefined means "no context we talk to".
 */
export function senderContext(sender: RuntimeSender, env: SenderEnv): ExtensionContext | undefined {
  if (sender.id !== env.extensionId) return undefined;
  // Every context of ours but Chrome's service worker has a url (content scripts their page's),
  // so our id without a url is the background; it counts only where the receiver expects it.
  const url = sender.url;
  if (!url) return env.backgroundUrls ? 'background' : undefined;
  if (env.backgroundUrls?.some((b) => withoutQueryOrHash(b) === withoutQueryOrHash(url))) return 'background';
  if (withoutQueryOrHash(url) === withoutQueryOrHash(env.popupUrl)) return 'popup';
  // Only the top frame of the app speaks for the app; match patterns ignore ports, so the
  // content script also runs on other localhost ports and must be refused here.
  const origin = originOf(url);
  if (sender.frameId === 0 && origin === env.appOrigin) return 'app-bridge';
  // Any frame: RMS pages often show their returns in frames. The web app is never an RMS page.
  if (origin && origin !== env.appOrigin && env.rmsOrigins?.includes(origin)) return 'rms';
  return undefined;
}
