/**
 * Whether this node sheds new work (issue 16; decision 012): while it is overloaded, new game joins are refused
 * and running games go on. `app.ts` fills it with the operations' load monitor.
 */
export interface LoadGauge {
  overloaded(): boolean;
}
