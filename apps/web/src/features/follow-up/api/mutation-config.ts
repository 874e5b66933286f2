import type { UseMutationOptions } from '@tanstack/react-query';

/** What a caller adds to one of this feature's calls: its own reactions (toasts, focus). */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;
