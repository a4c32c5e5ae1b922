/** The colour meanings shared by badges, alerts and indicators. */
export const TONES = ['success', 'danger', 'warning', 'neutral', 'info'] as const;
export type Tone = (typeof TONES)[number];
