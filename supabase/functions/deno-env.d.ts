// Editor hint only: the Deno globals these functions use (Deno type-checks them itself at deploy time).
declare const Deno: {
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};
