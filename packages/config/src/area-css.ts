// What an area's (or the shell's) own CSS may hold: layout only. Colours come from the design system's tokens
// (`var(--dh-…)`) and controls are styled once, in @duality/ui, so an area never writes a literal colour and
// never restyles a `.dh-` class. `areaCssProblems` names each breach with its line, for the test that scans
// every area's CSS.

/** The CSS named colours (CSS Color 4), which a value may not use either. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace ' +
    'olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred ' +
    'papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey ' +
    'snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen'
  ).split(' '),
);

export interface CssProblem {
  line: number;
  problem: string;
}

/** Blanks comments and strings, keeping every newline, so that line numbers still match the file. */
function blankCommentsAndStrings(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\/|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, (m) =>
    m.replace(/[^\n]/g, ' '),
  );
}

/** The breaches of "layout only" in one CSS file: literal colours in values and selectors on `.dh-` classes. */
export function areaCssProblems(css: string): CssProblem[] {
  const problems: CssProblem[] = [];
  const text = blankCommentsAndStrings(css);
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  // Selectors: the text before each `{`, back to the previous `}`, `;` or `{`.
  for (const m of text.matchAll(/([^{};]+)\{/g)) {
    const selector = m[1]!.trim();
    if (selector.startsWith('@')) continue;
    const dh = /\.dh-[\w-]+/.exec(selector);
    if (dh) {
      const at = m.index + m[1]!.indexOf(dh[0]);
      problems.push({ line: lineAt(at), problem: `restyles the design system's ${dh[0]}` });
    }
  }
  // Declarations: `property: value` up to `;` or `}`; custom properties' values are checked the same way.
  for (const m of text.matchAll(/([\w-]+)\s*:([^;{}]*)[;}]/g)) {
    const value = m[2]!;
    const at = m.index + m[0].indexOf(value);
    const hex = /#[0-9a-fA-F]{3,8}\b/.exec(value);
    const fn = /\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i.exec(value);
    const named = value
      .replace(/var\([^)]*\)/g, '')
      .split(/[^\w-]+/)
      .find((word) => NAMED_COLOURS.has(word.toLowerCase()));
    const literal = hex?.[0] ?? (fn ? `${fn[1]}()` : named);
    if (literal) problems.push({ line: lineAt(at), problem: `a literal colour (${literal}) in ${m[1]}` });
  }
  return problems;
}
