/**
 * Who holds a V8 heap snapshot's memory (scripts/bench/heap-owners.ts; a snapshot written by
 * scripts/bench/render-heap.ts --heap-snapshot): the self size by kind and constructor, and the objects that retain
 * the most (their dominator tree's retained sizes: what would be freed with the object), each with the way it is held
 * (the edge names from the nearest object that dominates it), the retained size of each property of the build's
 * catalogue object, and the listing summaries by field. Weak edges hold nothing. The whole file is parsed at once:
 * about four times its size in memory, so snapshots of a few hundred MB.
 */
import fs from 'node:fs';

interface Snapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}
export function heapOwners(file: string, top = 40, minBytes = 2 ** 20): void {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const meta = snap.snapshot.meta;
  const NF = meta.node_fields.length;
  const EF = meta.edge_fields.length;
  const nType = meta.node_fields.indexOf('type');
  const nName = meta.node_fields.indexOf('name');
  const nSize = meta.node_fields.indexOf('self_size');
  const nEdges = meta.node_fields.indexOf('edge_count');
  const eType = meta.edge_fields.indexOf('type');
  const eName = meta.edge_fields.indexOf('name_or_index');
  const eTo = meta.edge_fields.indexOf('to_node');
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const WEAK = edgeTypes.indexOf('weak');
  const SHORTCUT = edgeTypes.indexOf('shortcut');
  const ELEMENT = edgeTypes.indexOf('element');
  const HIDDEN = edgeTypes.indexOf('hidden');
  const { nodes, edges, strings } = snap;
  const N = nodes.length / NF;

  const firstEdge = new Uint32Array(N + 1);
  for (let i = 0, e = 0; i < N; i++) {
    firstEdge[i] = e;
    e += nodes[i * NF + nEdges]! * EF;
  }
  firstEdge[N] = edges.length;
  const selfSize = (i: number) => nodes[i * NF + nSize]!;
  const typeOf = (i: number) => nodeTypes[nodes[i * NF + nType]!]!;
  const nameOf = (i: number) => strings[nodes[i * NF + nName]!]!;
  const edgeName = (e: number) => {
    const t = edges[e + eType]!;
    const n = edges[e + eName]!;
    return t === ELEMENT || t === HIDDEN ? `[${n}]` : String(strings[n]);
  };
  const holds = (e: number) => edges[e + eType] !== WEAK && edges[e + eType] !== SHORTCUT;

  // Depth-first order from the root (node 0) over the strong edges, then predecessors.
  const order = new Int32Array(N).fill(-1);
  const byOrder = new Uint32Array(N);
  let reached = 0;
  {
    const stack: number[] = [0];
    const cursor = new Uint32Array(N);
    order[0] = reached;
    byOrder[reached++] = 0;
    cursor[0] = firstEdge[0]!;
    while (stack.length) {
      const v = stack[stack.length - 1]!;
      let e = cursor[v]!;
      let pushed = false;
      for (; e < firstEdge[v + 1]!; e += EF) {
        if (!holds(e)) continue;
        const w = edges[e + eTo]! / NF;
        if (order[w] === -1) {
          order[w] = reached;
          byOrder[reached++] = w;
          cursor[v] = e + EF;
          cursor[w] = firstEdge[w]!;
          stack.push(w);
          pushed = true;
          break;
        }
      }
      if (!pushed) stack.pop();
    }
  }
  const predCount = new Uint32Array(N + 1);
  for (let v = 0; v < N; v++) {
    if (order[v] === -1) continue;
    for (let e = firstEdge[v]!; e < firstEdge[v + 1]!; e += EF) if (holds(e)) predCount[edges[e + eTo]! / NF]!++;
  }
  const predStart = new Uint32Array(N + 1);
  for (let v = 0; v < N; v++) predStart[v + 1] = predStart[v]! + predCount[v]!;
  const preds = new Uint32Array(predStart[N]!);
  const fill = predStart.slice(0, N);
  for (let v = 0; v < N; v++) {
    if (order[v] === -1) continue;
    for (let e = firstEdge[v]!; e < firstEdge[v + 1]!; e += EF)
      if (holds(e)) {
        const w = edges[e + eTo]! / NF;
        preds[fill[w]!++] = v;
      }
  }

  // Immediate dominators (Cooper, Harvey and Kennedy), over the depth-first order (a valid order for the iteration).
  const idom = new Int32Array(N).fill(-1);
  idom[0] = 0;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (order[a]! > order[b]!) a = idom[a]!;
      while (order[b]! > order[a]!) b = idom[b]!;
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let k = 1; k < reached; k++) {
      const v = byOrder[k]!;
      let d = -1;
      for (let p = predStart[v]!; p < predStart[v + 1]!; p++) {
        const u = preds[p]!;
        if (idom[u] === -1) continue;
        d = d === -1 ? u : intersect(u, d);
      }
      if (d !== -1 && idom[v] !== d) {
        idom[v] = d;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(N);
  for (let k = reached - 1; k >= 0; k--) {
    const v = byOrder[k]!;
    retained[v]! += selfSize(v);
    if (v !== 0) retained[idom[v]!]! += retained[v]!;
  }
  const total = retained[0]!;
  const mb = (b: number) => (b / 2 ** 20).toFixed(1);
  console.log(`${file}: ${N} nodes, ${reached} reachable, ${mb(total)} MB reachable`);

  // Self size by kind and name (strings by kind alone).
  const bySelf = new Map<string, { bytes: number; count: number }>();
  for (let k = 0; k < reached; k++) {
    const v = byOrder[k]!;
    const t = typeOf(v);
    const key =
      t === 'object' || t === 'closure' || t === 'native'
        ? `${t} ${nameOf(v)}`
        : t === 'hidden' || t === 'array'
          ? `${t} ${nameOf(v)}`
          : t;
    const g = bySelf.get(key) ?? { bytes: 0, count: 0 };
    g.bytes += selfSize(v);
    g.count++;
    bySelf.set(key, g);
  }
  console.log('\nself size by kind:');
  for (const [k, g] of [...bySelf].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top))
    console.log(`  ${mb(g.bytes).padStart(8)} MB ${String(g.count).padStart(9)}  ${k.slice(0, 90)}`);

  /** The edge names from v's dominator's way down to v (the shortest of its predecessors' edges up the tree). */
  function via(v: number): string {
    const parts: string[] = [];
    let cur = v;
    for (let hops = 0; hops < 8 && cur !== 0; hops++) {
      const d = idom[cur]!;
      let label = '?';
      // the edge from a predecessor that the dominator dominates, preferably the dominator itself
      for (let p = predStart[cur]!; p < predStart[cur + 1]!; p++) {
        const u = preds[p]!;
        for (let e = firstEdge[u]!; e < firstEdge[u + 1]!; e += EF)
          if (holds(e) && edges[e + eTo]! / NF === cur) {
            label = `${u === d ? '' : '…'}${edgeName(e)}`;
            break;
          }
        if (u === d) break;
      }
      parts.unshift(label);
      cur = d;
      if (typeOf(cur) === 'object' && !['Object', 'Array', 'Map', 'Set'].includes(nameOf(cur))) {
        parts.unshift(`(${nameOf(cur)})`);
        break;
      }
    }
    return parts.join('.');
  }

  console.log(`\nlargest retainers (at least ${mb(minBytes)} MB, not counting their dominators):`);
  const big: number[] = [];
  for (let k = 1; k < reached; k++) {
    const v = byOrder[k]!;
    if (retained[v]! >= minBytes) big.push(v);
  }
  // A retainer whose largest child retains nearly all of it says nothing more than that child: show the children.
  const largestChild = new Float64Array(N);
  for (const v of big) if (idom[v]! > 0) largestChild[idom[v]!] = Math.max(largestChild[idom[v]!]!, retained[v]!);
  for (const v of big
    .filter((v) => largestChild[v]! < retained[v]! * 0.8)
    .sort((a, b) => retained[b]! - retained[a]!)
    .slice(0, top))
    console.log(
      `  ${mb(retained[v]!).padStart(8)} MB  ${typeOf(v)} ${nameOf(v).slice(0, 40)}  via ${via(v).slice(0, 140)}`,
    );

  // The catalogue: the object with the Catalog's own properties.
  for (let k = 0; k < reached; k++) {
    const v = byOrder[k]!;
    if (typeOf(v) !== 'object') continue;
    const names = new Map<string, number>();
    for (let e = firstEdge[v]!; e < firstEdge[v + 1]!; e += EF) names.set(edgeName(e), edges[e + eTo]! / NF);
    if (!names.has('byExternalId') || !names.has('unitsOf') || !names.has('shownAs')) continue;
    console.log(`\nthe catalogue: ${mb(retained[v]!)} MB retained by the object itself; its properties:`);
    for (const [name, w] of [...names].sort((a, b) => retained[b[1]]! - retained[a[1]]!))
      console.log(
        `  ${mb(retained[w]!).padStart(8)} MB  ${name.replace(/ pair in .*$/, '').slice(0, 90)} ${typeOf(w)} ${nameOf(w).slice(0, 30)}${idom[w] === v ? '' : ' (held elsewhere too)'}`,
      );
    break;
  }

  // The listing summaries (objects with a listing's digest and titles): what each holds alone, and their number.
  {
    let count = 0;
    let own = 0;
    let self = 0;
    const byField = new Map<string, number>();
    for (let k = 0; k < reached; k++) {
      const v = byOrder[k]!;
      if (typeOf(v) !== 'object') continue;
      let title = false;
      let digest = false;
      for (let e = firstEdge[v]!; e < firstEdge[v + 1]!; e += EF) {
        const n = edgeName(e);
        if (n === 'objekttitel_translations') title = true;
        else if (n === 'digest') digest = true;
      }
      if (!title || !digest) continue;
      count++;
      own += retained[v]!;
      self += selfSize(v);
      for (let e = firstEdge[v]!; e < firstEdge[v + 1]!; e += EF) {
        const w = edges[e + eTo]! / NF;
        if (idom[w] !== v) continue;
        const n = edgeName(e);
        byField.set(n, (byField.get(n) ?? 0) + retained[w]!);
      }
    }
    console.log(
      `\nlisting summaries: ${count}, holding ${mb(own)} MB alone (${Math.round(own / Math.max(1, count))} bytes each, the object itself ${Math.round(self / Math.max(1, count))})`,
    );
    for (const [n, b] of [...byField].sort((a, b) => b[1] - a[1]).slice(0, 20))
      console.log(`  ${String(Math.round(b / Math.max(1, count))).padStart(6)} bytes each  ${n}`);
  }
}
