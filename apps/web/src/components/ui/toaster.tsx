import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/components/ui/toast';
import { TOAST_DURATION_MS, useToast } from '@/hooks/use-toast';

export default function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION_MS}>
      {/* Toasts sit at the top of the screen, where an open dialog has its title and its close
          button: while one is open they move to the bottom. */}
      <ToastViewport className="[body:has([role=alertdialog][data-state=open])_&]:top-auto [body:has([role=alertdialog][data-state=open])_&]:bottom-0 [body:has([role=dialog][data-state=open])_&]:top-auto [body:has([role=dialog][data-state=open])_&]:bottom-0">
        {toasts.map(({ id, title, description, action, ...props }) => (
          <Toast key={id} {...props}>
            {/* Its words as a status (read out by the list, the live region it is added to). */}
            <div role="status" aria-live="off" className="grid gap-1">
              {title && <ToastTitle>{title}</ToastTitle>}
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            {action}
            <ToastClose />
          </Toast>
        ))}
      </ToastViewport>
    </ToastProvider>
  );
}
