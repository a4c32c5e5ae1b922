/** swagger-ui-dist ships no types: its ES bundle's one export, as the reference page uses it. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  const SwaggerUI: (options: Record<string, unknown>) => unknown;
  export default SwaggerUI;
}
