/** The domain services behind the gateway, each answering its own NATS subjects. */

export const SERVICES = ['directory', 'pets', 'notifications', 'admin'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Replicas of a service share one queue group, so N of them split the requests. */
export const queueGroupOf = (service: ServiceName) => `svc-${service}`;

/** The services that hold data of a member; the gateway asks each `<service>.exportUserData` for "Download my data". */
export const USER_DATA_SERVICES = ['directory', 'pets', 'notifications', 'admin'] as const;
