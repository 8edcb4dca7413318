export const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');
export const isY = (v: string | undefined | null): boolean => v === 'Y';
