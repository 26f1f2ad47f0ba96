import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../call';
import { pushKeys } from '../keys';
import { unsubscribePush } from './unsubscribe-push';

/**
 * Alerts on this device by Web Push (docs/decisions/0142-web-push.md), for the dashboard's pet-alerts card,
 * Settings and the offer after posting: the browser's permission is asked only from a person's click, the
 * device's push subscription is sent to POST /api/push/subscriptions, and turning off removes it on both sides.
 */
export type DeviceAlertsStatus = 'unsupported' | 'blocked' | 'off' | 'on';

/** The browser said no (now or earlier): only the person can change that, in the browser's site settings. */
export class DeviceAlertsBlocked extends Error {
  constructor() {
    super('Notifications are blocked for PawPals in this browser.');
  }
}

/** A first visit installs the worker (it saves the app for offline) before it is ready; a slow phone takes a while. */
const WORKER_READY_MS = 30_000;

export const deviceAlertsSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('This device could not be set up for alerts. Reload the page and try again.')), WORKER_READY_MS),
  );
  return Promise.race([ready, late]);
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function readStatus(): Promise<DeviceAlertsStatus> {
  if (!deviceAlertsSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const existing = await navigator.serviceWorker.getRegistration();
  const subscription = await existing?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

export const deviceAlertsQueryOptions = () => queryOptions({ queryKey: pushKeys.thisDevice(), queryFn: readStatus, staleTime: 0 });

/** Asks the browser (from a click), subscribes this device and tells the server; idempotent per device. */
export async function turnOnDeviceAlerts(): Promise<void> {
  if (!deviceAlertsSupported()) throw new Error("This browser can't show alerts.");
  if ((await Notification.requestPermission()) !== 'granted') throw new DeviceAlertsBlocked();
  const worker = await registration();
  const { publicKey } = await callApi('getPushPublicKey');
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  await callApi('subscribePush', { body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } } });
}

/** This device stops getting alerts: the server forgets it, then the browser drops the subscription. */
export async function turnOffDeviceAlerts(): Promise<void> {
  const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  await unsubscribePush({ endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

export function useDeviceAlerts() {
  const queryClient = useQueryClient();
  const status = useQuery(deviceAlertsQueryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.all });
  const turnOn = useMutation({ mutationFn: turnOnDeviceAlerts, onSettled: refresh });
  const turnOff = useMutation({ mutationFn: turnOffDeviceAlerts, onSettled: refresh });
  return { status: status.data, turnOn, turnOff };
}
