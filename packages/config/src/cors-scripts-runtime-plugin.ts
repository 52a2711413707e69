/// <reference lib="dom" />
// A Module Federation runtime plugin, bundled into every app: the federation runtime loads a remote's entry
// and chunks with <script> tags, and a script from another origin loaded without CORS has its errors hidden
// from the page ("Script error.", no message), so the shell's error hook could not say what went wrong in an
// area. Loading them in CORS mode keeps the message; the remotes' servers allow any origin to read them.
// (The type is written out because the apps do not all depend on the federation runtime's types.)
interface CreateScriptArgs {
  url: string;
}

export default function corsScriptsPlugin() {
  return {
    name: 'duality-cors-scripts',
    createScript({ url }: CreateScriptArgs): HTMLScriptElement {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
