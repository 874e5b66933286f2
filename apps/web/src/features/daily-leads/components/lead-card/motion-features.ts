// The drag gesture lives in `domMax`, not `domAnimation`: this module is imported lazily by the
// card's LazyMotion, so motion's drag code arrives in a chunk of its own after first paint.
export { domMax as default } from 'motion/react';
