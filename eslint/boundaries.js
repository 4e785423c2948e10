// Import directions of DESIGN.md section 1, checked on every import, export-from and import().
//   shared imports nothing of ours (and no Node, DOM or framework package);
//   web and server import shared and never each other;
//   web: app -> features -> components/lib/config; no feature imports another feature;
//   server: routes -> services -> db; services never import Fastify; db never imports features.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const sharedPackages = new Set(['zod']);
const fastifyPackage = /^(fastify|@fastify\/|fastify-)/;

function resolveTarget(fromFile, source) {
  if (source.startsWith('@shared/'))
    return path.join(root, 'src/shared', source.slice('@shared/'.length));
  if (source.startsWith('@/')) return path.join(root, 'src/web', source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null; // a package
}

function where(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const [top, area, layer, name] = rel.split('/');
  if (top !== 'src') return { area: 'other', rel };
  return { area, layer, name, rel };
}

function problem(from, to, source) {
  if (from.area === 'shared') {
    if (to === null)
      return sharedPackages.has(source) || (source === 'vitest' && from.rel.endsWith('.test.ts'))
        ? null
        : `src/shared may only use ${[...sharedPackages].join(', ')}: it is pure TypeScript shared by the browser and the server`;
    return to.area === 'shared'
      ? null
      : `src/shared may not import ${to.rel}: shared imports nothing of ours`;
  }
  if (from.area === 'web') {
    if (to === null) return null;
    if (to.area === 'server')
      return `src/web may not import ${to.rel}: web and server meet only through src/shared`;
    if (to.area !== 'web') return null;
    if (from.layer === 'features') {
      if (to.layer === 'app') return `a feature may not import the app layer (${to.rel})`;
      if (to.layer === 'features' && to.name !== from.name)
        return `feature '${from.name}' may not import feature '${to.name}': share through components/ or lib/`;
    }
    if (
      ['components', 'lib', 'config', 'hooks', 'utils'].includes(from.layer) &&
      ['features', 'app'].includes(to.layer)
    ) {
      return `src/web/${from.layer} may not import ${to.rel}: imports go app -> features -> ${from.layer}`;
    }
    return null;
  }
  if (from.area === 'server') {
    const isService = from.rel.endsWith('.service.ts');
    if (to === null)
      return isService && fastifyPackage.test(source)
        ? `a service may not import ${source}: services know nothing of HTTP`
        : null;
    if (to.area === 'web')
      return `src/server may not import ${to.rel}: web and server meet only through src/shared`;
    if (
      isService &&
      (to.rel.endsWith('.routes') || to.rel.endsWith('.routes.ts') || to.layer === 'plugins')
    ) {
      return `a service may not import ${to.rel}: routes call services, not the other way`;
    }
    if (from.layer === 'db' && ['features', 'plugins', 'app', 'app.ts'].includes(to.layer)) {
      return `src/server/db may not import ${to.rel}: the database layer is below the features`;
    }
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import directions of DESIGN.md section 1' },
    schema: [],
    messages: { forbidden: 'Import direction: {{reason}} (DESIGN.md section 1).' },
  },
  create(context) {
    const filename = context.filename;
    const from = where(filename);
    if (from.area === 'other') return {};
    function check(node, sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      const source = sourceNode.value;
      const target = resolveTarget(filename, source);
      const reason = problem(from, target === null ? null : where(target), source);
      if (reason) context.report({ node, messageId: 'forbidden', data: { reason } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'import-direction': rule } };
