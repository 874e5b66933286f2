import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

interface PostcardImageProps {
  /** The image to show; null shows `unavailable` without asking for anything. */
  src: string | null;
  alt: string;
  /** Said in place of the image when there is none or it cannot load: never a blank box. */
  unavailable: string;
  className?: string;
}

/** One side of a postcard (3:2): a skeleton while it loads, a placeholder if it cannot. */
export function PostcardImage({ src, alt, unavailable, className }: PostcardImageProps) {
  const [settled, setSettled] = useState<{ src: string; loaded: boolean } | null>(null);
  const status = !src
    ? 'none'
    : settled?.src !== src
      ? 'loading'
      : settled.loaded
        ? 'ok'
        : 'failed';
  return (
    <div
      className={cn('relative aspect-[3/2] overflow-hidden rounded-xl border bg-muted', className)}
    >
      {src && status !== 'failed' && (
        <img
          src={src}
          alt={alt}
          className="size-full object-cover"
          onLoad={() => setSettled({ src, loaded: true })}
          onError={() => setSettled({ src, loaded: false })}
        />
      )}
      {status === 'loading' && (
        <p className="absolute inset-0 flex animate-pulse items-center justify-center bg-muted text-muted-foreground motion-reduce:animate-none">
          Loading image...
        </p>
      )}
      {(status === 'none' || status === 'failed') && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-8" />
          <p>{unavailable}</p>
        </div>
      )}
    </div>
  );
}
