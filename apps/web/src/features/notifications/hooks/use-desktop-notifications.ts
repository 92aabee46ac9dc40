import { useState } from 'react';

/** Set once the user has answered the offer, so it is made once only. */
const OFFERED_KEY = 'desktopNotificationsOffered';

export type DesktopPermission = NotificationPermission | 'unsupported';

/** Whether the browser shows desktop notifications for this site. */
export const desktopPermission = (): DesktopPermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * Raises a desktop notification; false when it cannot (not granted, or a phone browser that only
 * shows them from a service worker and throws here), so the caller shows a snackbar instead.
 */
export function showDesktopNotification(title: string, options: NotificationOptions, onClick: () => void): boolean {
  if (desktopPermission() !== 'granted') return false;
  try {
    const shown = new Notification(title, options);
    shown.onclick = () => {
      window.focus();
      shown.close();
      onClick();
    };
    return true;
  } catch {
    return false;
  }
}

/**
 * The offer to show new notifications on the desktop: made from the Notifications page, never
 * by itself (browsers ask only after a click, and an unasked prompt is rude), and once only.
 */
export function useDesktopNotificationsOffer() {
  const [permission, setPermission] = useState(desktopPermission);
  const [answered, setAnswered] = useState(() => window.localStorage.getItem(OFFERED_KEY) !== null);
  const remember = () => {
    window.localStorage.setItem(OFFERED_KEY, 'true');
    setAnswered(true);
  };
  return {
    show: permission === 'default' && !answered,
    accept: async () => {
      remember();
      try {
        setPermission(await Notification.requestPermission());
      } catch {
        setPermission(desktopPermission());
      }
    },
    decline: remember,
  };
}
