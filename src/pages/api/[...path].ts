/** Every /api request, any method, goes to the API app (src/server/app.ts); nothing here is pre-rendered. */
import type { APIRoute } from 'astro';
import { app } from '~/server/app';

export const prerender = false;

export const ALL: APIRoute = ({ request, clientAddress }) => app.fetch(request, { clientAddress });
