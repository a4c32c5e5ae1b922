/**
 * Swagger UI (swagger-ui-dist, self-hosted: its bundle and styles are built into a chunk of their own
 * that only the API reference page loads, never the entry) with this app's overrides: colours that
 * pass WCAG AA contrast and visible focus. Read-only: the calls are described, not sent from here.
 */
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './swagger-ui-overrides.css';

/** Draws the reference of `spec` (the OpenAPI document) into `node`. */
export function mountSwaggerUi(node: HTMLElement, spec: Record<string, unknown>) {
  // As served. (Without its jsonSchemaDialect, which Swagger UI 5.36 notes on the page as one it does
  // not read, it stopped drawing at the first operation with a path parameter, without an error.)
  SwaggerUI({
    domNode: node,
    spec,
    // No "Try it out": the page describes the calls; a caller signs in and sends them itself.
    supportedSubmitMethods: [],
    // The default validator badge is an image from validator.swagger.io: nothing leaves the app.
    validatorUrl: null,
    deepLinking: false,
    // Each module's calls folded under its name: 170+ operations drawn at once kept Swagger UI busy for long.
    docExpansion: 'none',
    defaultModelsExpandDepth: -1,
    displayOperationId: true,
    filter: false,
    tryItOutEnabled: false,
  });
}
