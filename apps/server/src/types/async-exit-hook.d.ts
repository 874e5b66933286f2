declare module 'async-exit-hook' {
  interface AsyncExitHook {
    (hook: (done: () => void) => void): void;
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  }
  const hook: AsyncExitHook;
  export default hook;
}
