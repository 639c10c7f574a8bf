import '../lib/zod-without-eval';
import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { renderSendControl, sendControlCss, type SendControlModel } from '../components/send-to-report-control';
import { recordCaptured } from '../lib/bridge/messages/runtime-messages';
import { BridgeError, sendRuntimeMessage } from '../lib/bridge/messages/send-message';
import { storageKeys } from '../lib/bridge/extension-storage-keys';
import { CONTROL_ATTRIBUTE, scanPage, type PageFinding } from '../lib/records/rms-page/page-scan';
import { flagMessages } from '../lib/records/record-flags';
import { summariseRecord } from '../lib/records/record-summary';
import type { CrashRecord } from '../lib/records/record-types';
import { profileForOrigin, type SiteProfile } from '../lib/records/rms-page/site-profile';

/** Set on the page while the script runs, so a second injection into the same frame does nothing. */
const RUNNING = 'data-crash-report-rms';
/** Pages that fill in their answer after loading are scanned again once they settle. */
const RESCAN_AFTER_MS = 400;

/** What the officer reads once the background answered (or did not). */
async function capture(record: CrashRecord): Promise<string> {
  try {
    // Origin and path only: an RMS query string can hold the name that was looked up.
    const pageUrl = `${location.origin}${location.pathname}`.slice(0, 2_000);
    const { status, reason } = await sendRuntimeMessage(browser.runtime, recordCaptured, { record, pageUrl });
    if (status === 'refused') return `Not sent: ${reason ?? 'the extension could not hold it.'}`;
    return status === 'delivered' ? 'Sent to the open report.' : 'Held: it goes to the report once one is open.';
  } catch (error) {
    if (error instanceof BridgeError && error.message.endsWith('sender refused.')) {
      return 'Not sent: this site is not enabled in the extension options.';
    }
    return 'Not sent: the extension did not answer. Reload the page and try again.';
  }
}

function modelOf(finding: PageFinding): SendControlModel {
  if (finding.status === 'partial') return { kind: 'partial', problem: finding.problem };
  const { record } = finding;
  const flags = 'flags' in record ? flagMessages(record.flags) : [];
  return { kind: 'record', summary: summariseRecord(record), send: () => capture(record), flags };
}

const keyOf = (finding: PageFinding) => (finding.status === 'found' ? finding.record.id : `partial:${finding.who}`);

/** Scans the page and puts a control beside each finding not yet shown. */
async function showControls(ctx: ContentScriptContext, profile: SiteProfile, shown: WeakMap<Element, Set<string>>) {
  for (const finding of scanPage(document, profile)) {
    const keys = shown.get(finding.anchor) ?? new Set<string>();
    if (keys.has(keyOf(finding))) continue;
    keys.add(keyOf(finding));
    shown.set(finding.anchor, keys);
    const ui = await createShadowRootUi(ctx, {
      name: 'crash-send-control',
      position: 'inline',
      anchor: finding.anchor,
      append: finding.placement === 'inside' ? 'last' : 'after',
      css: sendControlCss,
      // Keys typed in the control are not the page's business (RMS pages bind hot keys).
      isolateEvents: true,
      onMount(container, _shadow, host) {
        host.setAttribute(CONTROL_ATTRIBUTE, '');
        renderSendControl(container, modelOf(finding));
      },
    });
    ui.mount();
  }
}

/**
 * On the RMS pages the agency enabled (registered at runtime by the background for exactly
 * those origins, every frame): finds licence and registration returns, VINs and USDOT numbers,
 * and offers "Send to report" beside each. Styles are passed to the shadow root as text, not as
 * a CSS file: a file would have to be web-accessible to origins only known at runtime.
 */
export default defineContentScript({
  registration: 'runtime',
  runAt: 'document_idle',
  async main(ctx) {
    const root = document.documentElement;
    if (root.hasAttribute(RUNNING)) return;
    root.setAttribute(RUNNING, '');
    ctx.onInvalidated(() => root.removeAttribute(RUNNING));

    const { key } = storageKeys.rmsSiteProfiles;
    const stored = await browser.storage.local.get(key).catch(() => ({}) as Record<string, unknown>);
    const profile = profileForOrigin(location.origin, stored[key]);
    const shown = new WeakMap<Element, Set<string>>();
    await showControls(ctx, profile, shown);

    let timer: number | undefined;
    const observer = new MutationObserver(() => {
      if (timer !== undefined) clearTimeout(timer);
      timer = ctx.setTimeout(() => void showControls(ctx, profile, shown), RESCAN_AFTER_MS);
    });
    observer.observe(document.body ?? root, { childList: true, subtree: true, characterData: true });
    ctx.onInvalidated(() => observer.disconnect());
  },
});
