// The web-platform globals src/shared may use: those both the browser and Node 20 have
// (tsconfig.shared.json leaves out the DOM and Node's types, so each one is listed here).
declare function atob(data: string): string;
declare function btoa(data: string): string;
