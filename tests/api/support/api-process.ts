/**
 * One API process for the multi-process drill: the real app on a loopback port, with the database and limits of its
 * environment. Prints "ready <port>" once it listens.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { initApp } from '~/server/app';

const { app } = await initApp(process.env);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
server.once('listening', () => console.log(`ready ${(server.address() as AddressInfo).port}`));
