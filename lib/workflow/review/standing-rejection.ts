/** What a rejection needs of a move of the inbox history. */
export interface RecordedMove {
  action: string;
  note: string | null;
  user: { id: number; name: string };
  at: string;
}

/**
 * The rejection the author is still answering: the newest reject, unless the report has been sent
 * again since. Editing a Rejected report makes it a Draft (lib/workflow 'edit'), and the note
 * must stay in sight while the author fixes what it asks for; sending the report answers it.
 */
export function standingRejection<M extends RecordedMove>(moves: readonly M[]): M | null {
  for (let i = moves.length - 1; i >= 0; i--) {
    const move = moves[i]!;
    if (move.action === 'reject') return move;
    if (move.action === 'sendTo') return null;
  }
  return null;
}
