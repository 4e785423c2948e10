// `npm run dev`: the API server (tsx watch, port 3001) and Vite (port 3000, proxying /api) together.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(
    'npx',
    [
      'tsx',
      'watch',
      '--clear-screen=false',
      '--tsconfig',
      'tsconfig.server.json',
      'src/server/main.ts',
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: apiPort,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
    },
  ),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
