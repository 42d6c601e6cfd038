import { readdirSync, existsSync } from 'node:fs';

/** Every screen file by name: src/<area>/screens/<name>/<name>.screen.tsx (names are unique across areas). */
export function screenFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const area of readdirSync('src', { withFileTypes: true })) {
    const dir = `src/${area.name}/screens`;
    if (!area.isDirectory() || !existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const file = `${dir}/${name}/${name}.screen.tsx`;
      if (!existsSync(file)) continue;
      if (files.has(name)) throw new Error(`Screen '${name}' exists twice: ${files.get(name)} and ${file}`);
      files.set(name, file);
    }
  }
  return files;
}

/** The default export of an `import.meta.glob` over src/&#42;/screens/&#42;/&#42;.screen.tsx, by screen name. */
export function byScreenName<T>(modules: Record<string, T>, name: string): T | undefined {
  const key = Object.keys(modules).find((k) => k.endsWith(`/screens/${name}/${name}.screen.tsx`));
  return key === undefined ? undefined : modules[key];
}
