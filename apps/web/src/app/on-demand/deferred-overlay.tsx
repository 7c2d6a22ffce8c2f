import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  useEffect,
  useRef,
  useState,
} from 'react';

/** What a deferred overlay gets once loaded: the trigger to wrap, and whether to open at once. */
export type OverlayProps<P> = P & { trigger: ReactElement<object>; defaultOpened: boolean };

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
  onPointerLeave?: (event: MouseEvent<HTMLElement>) => void;
  onPointerDown?: (event: MouseEvent<HTMLElement>) => void;
};

type DeferredOverlayProps<P> = {
  trigger: ReactElement<object>;
  load: () => Promise<ComponentType<OverlayProps<P>>>;
  props: P;
  /** A menu or popover opens on the click that loaded it; a tooltip while the pointer stays. */
  opensOn: 'click' | 'hover';
  /** What the trigger opens, announced before the overlay has loaded (a tooltip opens none). */
  popup?: 'menu' | 'dialog';
};

// Menus, popovers and tooltips pull in floating-ui and their transitions: about a sixth of the
// panel's first load. They load when the user first points at, focuses or clicks their trigger,
// and a click that asked for one opens it as soon as it is there.
export function DeferredOverlay<P extends object>({
  trigger,
  load,
  props,
  opensOn,
  popup,
}: DeferredOverlayProps<P>) {
  const [Overlay, setOverlay] = useState<ComponentType<OverlayProps<P>> | null>(null);
  const wantsOpen = useRef(false);
  const hadFocus = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const isPressed = useRef(false);
  const loadedWhilePressed = useRef<ComponentType<OverlayProps<P>> | null>(null);

  const show = (component: ComponentType<OverlayProps<P>>) => {
    hadFocus.current = Boolean(box.current?.contains(document.activeElement));
    setOverlay(() => component);
  };
  const start = () => {
    loading.current ??= load().then((component) => {
      // Swapping the trigger between pointer down and up would swallow that click.
      if (isPressed.current) loadedWhilePressed.current = component;
      else show(component);
    });
  };
  const release = () => {
    isPressed.current = false;
    const component = loadedWhilePressed.current;
    loadedWhilePressed.current = null;
    // After the click that the release completes has been handled.
    if (component) setTimeout(() => show(component));
  };

  useEffect(() => {
    // The loaded overlay mounts a new trigger element: give it back the focus the old one had.
    if (Overlay && hadFocus.current)
      box.current?.querySelector<HTMLElement>('button, a, input, [tabindex]')?.focus();
  }, [Overlay]);

  if (Overlay) {
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Overlay {...props} trigger={trigger} defaultOpened={wantsOpen.current} />
      </span>
    );
  }
  const original = trigger.props as TriggerProps;
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {cloneElement(trigger as ReactElement<TriggerProps>, {
        ...(popup && { 'aria-haspopup': popup, 'aria-expanded': false }),
        onPointerEnter: (event: MouseEvent<HTMLElement>) => {
          original.onPointerEnter?.(event);
          if (opensOn === 'hover') wantsOpen.current = true;
          start();
        },
        onPointerDown: (event: MouseEvent<HTMLElement>) => {
          original.onPointerDown?.(event);
          isPressed.current = true;
          window.addEventListener('pointerup', release, { once: true });
          window.addEventListener('pointercancel', release, { once: true });
        },
        onPointerLeave: (event: MouseEvent<HTMLElement>) => {
          original.onPointerLeave?.(event);
          if (opensOn === 'hover') wantsOpen.current = false;
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          original.onFocus?.(event);
          start();
        },
        onClick: (event: MouseEvent<HTMLElement>) => {
          original.onClick?.(event);
          if (opensOn === 'click') wantsOpen.current = true;
          start();
        },
      })}
    </span>
  );
}
