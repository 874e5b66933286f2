import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown>;

/** Every ref given, as one (a callback ref; React calls it with null on detach). */
function mergeRefs(...refs: unknown[]): Ref<unknown> {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = node;
    }
  };
}

/** The slot's props under the child's: handlers both run (the child's first), classes join. */
function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const [name, slotValue] of Object.entries(slot)) {
    const childValue = child[name];
    if (
      /^on[A-Z]/.test(name) &&
      typeof slotValue === 'function' &&
      typeof childValue === 'function'
    ) {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (name === 'style' && childValue) {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className' && childValue) {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  if (slot.ref && child.ref) merged.ref = mergeRefs(slot.ref, child.ref);
  return merged;
}

/**
 * Renders its one child element with these props merged in (a button's look on a link, a field's
 * label and description on its input): the part of Radix's Slot the app uses, 1.4 KB lighter on
 * every page (docs/performance.md "JavaScript per page").
 */
export function Slot({ children, ...props }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) throw new Error('Slot takes one element as its child.');
  return cloneElement(children, mergeProps(props, children.props));
}
