import { rowWriter, type RowWrite } from './row-writer';

/**
 * Seals and writes the editor's device copy off the page's thread: sealing a large report and
 * IndexedDB's copy of the sealed bytes took most of a keystroke's time on the page.
 */
const writer = rowWriter(indexedDB);
self.onmessage = (event: MessageEvent<RowWrite>) => {
  void writer.handle(event.data).then((answer) => self.postMessage(answer));
};
