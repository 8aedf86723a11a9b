// Attaches Megane the way Sabaki does, through Sabaki's own GTP library
// (@sabaki/gtp): the pipelined attach commands, state syncs with handicap,
// undo and replay, a move by lz-genmove_analyze, lz-analyze and
// kata-analyze streams stopped as Sabaki stops them (by sending another
// command), the same after the user's early pass, then quit. Checks every answer and the raw output's framing.
//
// usage: node check.js [PATH_TO_MEGANE]   (default: target/release/megane)
// Exits 0 when every check passed, 1 otherwise.

'use strict'

const assert = require('assert')
const path = require('path')
const {Controller, ControllerStateTracker} = require('@sabaki/gtp')

const binary =
  process.argv[2] || path.join(__dirname, '..', '..', 'target', 'release', 'megane')

const vertexPattern = /^(pass|[A-HJ-Z]\d{1,2})$/i

// An analysis line as Sabaki reads it: `info` chunks of key/value pairs
// ending in `pv` and its vertices.
function parseInfoLine(line, kata, size = 9) {
  assert(line.startsWith('info move '), `not an info line: ${line}`)
  let ownershipAt = line.indexOf(' ownership ')
  if (ownershipAt >= 0) {
    assert(kata, 'ownership in an lz line')
    let owners = line.slice(ownershipAt + 11).trim().split(/\s+/).map(Number)
    assert.strictEqual(owners.length, size * size)
    assert(owners.every(x => x >= -1 && x <= 1), 'ownership out of range')
    line = line.slice(0, ownershipAt)
  }
  let chunks = line.trim().split(/\s*\binfo\s+/).filter(x => x !== '')
  return chunks.map((chunk, i) => {
    let words = chunk.split(/\s+/)
    let pvAt = words.indexOf('pv')
    assert(pvAt > 0 && pvAt % 2 === 0, `bad info chunk: ${chunk}`)
    let fields = {}
    for (let k = 0; k < pvAt; k += 2) fields[words[k]] = words[k + 1]
    let pv = words.slice(pvAt + 1)
    assert(pv.length >= 1 && pv.every(v => vertexPattern.test(v)), `bad pv: ${chunk}`)
    assert(vertexPattern.test(fields.move), `bad move: ${chunk}`)
    assert.strictEqual(pv[0], fields.move)
    assert.strictEqual(+fields.order, i)
    assert(+fields.visits > 0, `no visits: ${chunk}`)
    let winrate = +fields.winrate
    if (kata) {
      assert(fields.winrate.includes('.'), `kata winrate without a point: ${chunk}`)
      assert(winrate >= 0 && winrate <= 1, `kata winrate out of range: ${chunk}`)
      assert(Number.isFinite(+fields.scoreLead), `no scoreLead: ${chunk}`)
    } else {
      assert(/^\d+$/.test(fields.winrate), `lz winrate not an integer: ${chunk}`)
      assert(winrate >= 0 && winrate <= 10000, `lz winrate out of range: ${chunk}`)
    }
    return {move: fields.move, visits: +fields.visits, winrate, pv}
  })
}

// A hung engine must not hang the check.
setTimeout(() => {
  console.error('sabaki check failed: no end after 120 s')
  process.exit(1)
}, 120000).unref()

async function main() {
  let controller = new Controller(binary, ['--playouts', '3000'])
  let tracker = new ControllerStateTracker(controller)
  let raw = ''
  let answered = 0
  controller.on('started', () => {
    controller.process.stdout.on('data', chunk => (raw += chunk.toString()))
  })
  controller.on('response-received', () => answered++)
  controller.start()

  let send = (name, ...args) => controller.sendCommand({name, args})
  let ok = async (name, ...args) => {
    let response = await send(name, ...args)
    assert(!response.error, `${name} ${args.join(' ')}: ${response.content}`)
    return response.content
  }

  // Attach: Sabaki sends these at once, without waiting.
  let [name, version, protocol, list] = await Promise.all(
    ['name', 'version', 'protocol_version', 'list_commands'].map(c => ok(c))
  )
  assert.strictEqual(name, 'Megane')
  assert(/^\d+\.\d+\.\d+/.test(version), `version ${version}`)
  assert.strictEqual(protocol, '2')
  let commands = list.split('\n')
  for (let c of ['lz-analyze', 'kata-analyze', 'lz-genmove_analyze', 'undo', 'set_free_handicap'])
    assert(commands.includes(c), `${c} not in list_commands`)

  // Sync a handicap game, then a variation that shares its start (undo
  // and play), then an unrelated one (clear_board and replay).
  let handicap = {name: 'set_free_handicap', args: ['C3', 'G7']}
  let play = (color, vertex) => ({name: 'play', args: [color, vertex]})
  let base = {komi: 0.5, boardsize: [9, 9]}
  await tracker.sync({...base, history: [handicap, play('W', 'E5'), play('B', 'C7')]})
  await tracker.sync({...base, history: [handicap, play('W', 'E5'), play('B', 'G3')]})
  assert.strictEqual(await ok('list_stones', 'black'), 'G7 C3 G3')
  assert.strictEqual(await ok('list_stones', 'white'), 'E5')
  await tracker.sync({...base, history: [play('B', 'D4'), play('W', 'F6')]})
  assert.strictEqual(await ok('move_history'), 'white F6\nblack D4')
  let undo = await send('undo')
  assert(!undo.error)
  await tracker.sync({...base, history: [play('B', 'D4'), play('W', 'E6')]})
  assert.strictEqual(await ok('move_history'), 'white E6\nblack D4')
  assert.strictEqual(await ok('get_handicap'), '0')

  // Moves by lz-genmove_analyze and by kata-genmove_analyze (what Sabaki
  // asks when Megane plays), each ending with its `play` line.
  let played = []
  for (let [command, color, kata] of [
    ['lz-genmove_analyze', 'B', false],
    ['kata-genmove_analyze', 'W', true]
  ]) {
    let move = null
    let response = await controller.sendCommand({name: command, args: [color, '5']}, ({line}) => {
      if (line.startsWith('info ')) parseInfoLine(line, kata)
      let m = line.match(/^play\s+(\S+)$/)
      if (m) move = m[1].toUpperCase()
    })
    assert(!response.error && move != null, `${command} ended without play`)
    played.push(move)
    let last = await ok('last_move')
    assert.strictEqual(last, `${color === 'B' ? 'black' : 'white'} ${move}`)
  }
  assert.strictEqual(tracker.state.history.length, 4)
  let history = `white ${played[1]}\nblack ${played[0]}\nwhite E6\nblack D4`

  // Analysis streams, stopped as Sabaki stops them: by the next command.
  for (let [command, kata, extra] of [
    ['lz-analyze', false, []],
    ['kata-analyze', true, []],
    ['kata-analyze', true, ['ownership', 'true']]
  ]) {
    let lines = 0
    let stopped = null
    let args = ['B', '5', ...extra]
    let analysis = controller.sendCommand({name: command, args}, ({line}) => {
      if (!line.startsWith('info ')) return
      if (extra.length > 0) assert(line.includes(' ownership '), 'ownership missing')
      let candidates = parseInfoLine(line, kata)
      assert(candidates.length > 0)
      if (++lines === 3) stopped = send('protocol_version')
    })
    let response = await analysis
    assert(!response.error, `${command}: ${response.content}`)
    assert(lines >= 3, `${command}: ${lines} lines`)
    assert.strictEqual((await stopped).content, '2')
  }
  assert.strictEqual(await ok('move_history'), history)

  // Errors are errors, and change nothing.
  let bad = await send('lz-analyze', 'purple')
  assert(bad.error, 'lz-analyze purple should fail')
  assert.strictEqual(await ok('move_history'), history)

  // The user passes early: the analysis still streams for the side to
  // move, and Megane's move (asked as Sabaki asks it) is a move, not a
  // pass back that would end the game in the opening.
  await tracker.sync({
    ...base,
    history: [play('B', 'D4'), play('W', 'E6'), play('B', 'C7'), play('W', 'G3'), play('B', 'pass')]
  })
  for (let [command, kata] of [['kata-analyze', true], ['lz-analyze', false]]) {
    let lines = 0
    let stopped = null
    let analysis = controller.sendCommand({name: command, args: ['W', '5']}, ({line}) => {
      if (!line.startsWith('info ')) return
      assert(parseInfoLine(line, kata).length > 0)
      if (++lines === 2) stopped = send('protocol_version')
    })
    let response = await analysis
    assert(!response.error, `${command} after a pass: ${response.content}`)
    assert(lines >= 2, `${command} after a pass: ${lines} lines`)
    await stopped
  }
  let reply = null
  let infos = 0
  await controller.sendCommand({name: 'kata-genmove_analyze', args: ['W', '5']}, ({line}) => {
    if (line.startsWith('info ')) infos++
    let m = line.match(/^play\s+(\S+)$/)
    if (m) reply = m[1].toLowerCase()
  })
  assert(reply != null && reply !== 'pass', `passed back after an early pass: ${reply}`)
  assert(infos > 0, 'no info lines after a pass')

  await controller.stop()

  // The raw output: answers separated by one blank line, each starting
  // with = or ?, and as many answers as commands sent.
  let blocks = raw.split('\n\n').filter(b => b !== '')
  for (let b of blocks) assert(/^[=?]\d*( |\n|$)/.test(b), `malformed answer: ${JSON.stringify(b)}`)
  assert(raw.endsWith('\n\n'), 'output does not end with a blank line')
  assert.strictEqual(blocks.length, answered, 'answers and responses differ in number')
  console.log(`sabaki check: ${answered} answers, all well-formed`)
}

main().then(
  () => process.exit(0),
  err => {
    console.error(`sabaki check failed: ${err && err.stack ? err.stack : err}`)
    process.exit(1)
  }
)
