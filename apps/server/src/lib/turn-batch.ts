/**
 * Gathers the keys asked for while this process handles one turn of its event loop and answers them all with
 * one call of `run`, made once the turn's I/O has been handled (setImmediate). Requests that arrive together,
 * a flash sale's shoppers, then share one read instead of each sending its own (docs/decisions/0200). A key
 * asked after a batch was sent waits for the next: what it is answered was read after it was asked. `run`
 * answers one value per key, in the keys' order; its failure is every key's. At most `max` keys a batch.
 */
export function turnBatch<K, V>(run: (keys: K[]) => Promise<V[]>, max = 256): (key: K) => Promise<V> {
  type Waiter = { resolve: (v: V) => void; reject: (e: unknown) => void };
  let open: { keys: K[]; waiters: Waiter[] } | null = null;

  const send = (batch: { keys: K[]; waiters: Waiter[] }) => {
    if (open === batch) open = null;
    Promise.resolve()
      .then(() => run(batch.keys))
      .then((values) => {
        if (values.length !== batch.keys.length) throw new Error(`turnBatch: ${values.length} answers for ${batch.keys.length} keys`);
        batch.waiters.forEach((w, i) => w.resolve(values[i]!));
      })
      .catch((err: unknown) => batch.waiters.forEach((w) => w.reject(err)));
  };

  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (!open) {
        const batch = { keys: [] as K[], waiters: [] as Waiter[] };
        open = batch;
        setImmediate(() => send(batch));
      }
      open.keys.push(key);
      open.waiters.push({ resolve, reject });
      // A full batch takes no more keys; it is still sent at the turn's end with the others.
      if (open.keys.length >= max) open = null;
    });
}
