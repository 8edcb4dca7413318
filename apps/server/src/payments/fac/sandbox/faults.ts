/** What the sandbox can do wrong on purpose (docs/decisions/0021). */
export const FAULT_KINDS = ['delay', 'http500', 'malformed', 'signature', 'decline', 'timeout'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const SANDBOX_OPERATIONS = ['Authorize', 'Authorize3DS', 'TransactionModification', 'TransactionStatus'] as const;
export type SandboxOperation = (typeof SANDBOX_OPERATIONS)[number];

export interface FaultSettings {
  /** Share of calls (0 to 1) that get a random fault. */
  rate: number;
  /** Which faults the random share draws from; empty means all. */
  kinds: FaultKind[];
  /** How long a 'delay' fault waits before answering normally. */
  delayMs: number;
}

/** A decline only means something where a card is authorised, a wrong signature where FAC signs (not modifications). */
const facApplies = (kind: FaultKind, op: SandboxOperation) =>
  kind === 'decline' ? op === 'Authorize' || op === 'Authorize3DS' : kind !== 'signature' || op !== 'TransactionModification';

/** Parses FAC_SANDBOX_FAULT_KINDS ("http500,timeout"); unknown names are refused with the known ones listed. */
export function parseFaultKinds(list: string): FaultKind[] {
  const names = list.split(',').map((s) => s.trim()).filter(Boolean);
  for (const n of names) {
    if (!(FAULT_KINDS as readonly string[]).includes(n)) throw new Error(`Unknown sandbox fault "${n}": use ${FAULT_KINDS.join(', ')}.`);
  }
  return names as FaultKind[];
}

/**
 * The sandbox's fault injection: queued faults for the next calls, then a random share. Per process. The
 * PowerTranz sandbox uses it with its own operations and rule of which fault applies where.
 */
export class SandboxFaults<Op extends string = SandboxOperation> {
  private settings: FaultSettings;
  private queue: { operation: Op | '*'; kind: FaultKind }[] = [];

  constructor(
    settings: FaultSettings,
    private readonly random: () => number = Math.random,
    private readonly applies: (kind: FaultKind, op: Op) => boolean = facApplies as (kind: FaultKind, op: string) => boolean,
  ) {
    this.settings = { ...settings };
  }

  /** Changes the random share, its kinds or the delay. */
  set(settings: Partial<FaultSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  get current(): FaultSettings {
    return { ...this.settings, kinds: [...this.settings.kinds] };
  }

  /** Makes the next call of `operation` (any operation with '*') fail with `kind`. */
  next(kind: FaultKind, operation: Op | '*' = '*'): void {
    this.queue.push({ operation, kind });
  }

  /** Drops queued faults and the random share. */
  clear(): void {
    this.queue = [];
    this.settings = { ...this.settings, rate: 0 };
  }

  /** The fault for this call, if any. */
  pick(op: Op): FaultKind | null {
    const i = this.queue.findIndex((f) => (f.operation === '*' || f.operation === op) && this.applies(f.kind, op));
    if (i >= 0) return this.queue.splice(i, 1)[0]!.kind;
    if (this.settings.rate <= 0 || this.random() >= this.settings.rate) return null;
    const kinds = (this.settings.kinds.length > 0 ? this.settings.kinds : [...FAULT_KINDS]).filter((k) => this.applies(k, op));
    return kinds.length > 0 ? kinds[Math.floor(this.random() * kinds.length)]! : null;
  }
}
