/**
 * The places bridge messages travel between. The web app is a page, not part of the extension:
 * it only speaks to the app-bridge content script through window messages.
 */
export type BridgeContext = 'web-app' | 'app-bridge' | 'background' | 'popup';

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
  if (sender.id !== env.extensionId || !sender.url) return undefined;
  if (withoutQueryOrHash(sender.url) === withoutQueryOrHash(env.popupUrl)) return 'popup';
  // Only the top frame of the app speaks for the app; match patterns ignore ports, so the
  // content script also runs on other localhost ports and must be refused here.
  if (sender.frameId === 0 && originOf(sender.url) === env.appOrigin) return 'app-bridge';
  return undefined;
}
