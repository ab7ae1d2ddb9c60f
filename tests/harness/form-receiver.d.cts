import type { Server } from 'node:http';

export declare const RECEIVER_PORT: number;
export declare const RECEIVER_ORIGIN: string;
export declare const RECEIVER_ENDPOINT: string;
export declare function startReceiver(port?: number): Promise<Server>;
