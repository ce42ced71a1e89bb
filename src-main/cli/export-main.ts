/** `npm run export -- --out DIR ...`: see ./export.ts. */
import { exportUsage, parseExportArgs, runExport } from './export';

const parsed = parseExportArgs(process.argv.slice(2), process.env);
if (!parsed.ok) {
  console.error(`${parsed.message}\n${exportUsage}`);
  process.exitCode = 1;
} else {
  runExport(parsed.args, (line) => console.error(line)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error('Error inesperado en la exportación:', error);
      process.exitCode = 1;
    },
  );
}
