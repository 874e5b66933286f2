import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { tailwindMergeConfig } from './tailwind-merge-config';

// tailwind-merge with Porchlight's own config: the default one would be most of this chunk.
const twMerge = createTailwindMerge(tailwindMergeConfig);

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
