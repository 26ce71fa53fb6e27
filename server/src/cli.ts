import { parseArgs } from 'node:util'

import { MILESTONES } from '@contract/jobs.ts'

import { commandLineActor, SYSTEM_USER, UsageError, type CommandGroup } from './cli/command.ts'
import { commandsWithoutRepository, dataCommands } from './cli/data-commands.ts'
import { enquiryCommands } from './cli/enquiry-commands.ts'
import { jobCommands } from './cli/jobs-commands.ts'
import { staffCommands } from './cli/staff-commands.ts'
import { loadConfig } from './config.ts'
import { openRepository, type Repository } from './repository.ts'

// The command line: this file reads the command's name and prints the help; each group of
// commands (cli/*-commands.ts) holds its own lines of the help, options and commands.
const groups: CommandGroup[] = [jobCommands, enquiryCommands, staffCommands, dataCommands]

const usage = `Staff commands (npm run admin -- <command> [options]):

${groups.map((group) => group.usage).join('\n')}

STAGE is one of: ${MILESTONES.join(', ')}.
Every change goes into the audit trail as done by the staff member --as EMAIL names (an active
account), or else by "${SYSTEM_USER}".
Uses DATABASE_URL (PostgreSQL) when set, otherwise the SQLite file (SQLITE_PATH). Staff links
point at SITE_URL (required with NODE_ENV=production), else at http://localhost:PORT.`

const commands = new Map(groups.flatMap((group) => Object.entries(group.commands)))

async function run(
  repo: Repository,
  command: string,
  args: string[],
  staff: { siteUrl: string; mails: boolean },
) {
  // Every group's options, parsed alike whichever command is given.
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: command === 'staff',
    options: Object.fromEntries([
      // Every command that changes something writes who did it.
      ['as', { type: 'string' as const }],
      ...groups.flatMap((group) => [
        ...group.textOptions.map((name) => [name, { type: 'string' as const }]),
        ...group.flags.map((name) => [name, { type: 'boolean' as const }]),
      ]),
    ]),
  }) as { values: Record<string, string | boolean | undefined>; positionals: string[] }
  const text = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : undefined
  }
  const chosen = commands.get(command)
  if (!chosen) throw new UsageError(`Unknown command "${command}".`)
  const by = await commandLineActor(repo, text('as'))
  await chosen({ repo, values, positionals, text, staff, by })
}

async function main() {
  const [command, ...args] = process.argv.slice(2)
  if (!command || command === 'help' || command === '--help') {
    console.log(usage)
    return
  }
  // Staff commands never check captchas, so production's RECAPTCHA_SECRET rule does not apply.
  const config = loadConfig({ ...process.env, NODE_ENV: undefined })
  const withoutRepository = commandsWithoutRepository.get(command)
  if (withoutRepository) return withoutRepository(config, args)
  const production = process.env.NODE_ENV?.trim().toLowerCase() === 'production'
  if (command === 'staff' && production && !process.env.SITE_URL?.trim())
    throw new UsageError("Set SITE_URL to the site's public address, so staff links point at it.")
  const repo = openRepository(config)
  try {
    await repo.migrate()
    await run(repo, command, args, {
      siteUrl: config.mail.siteUrl,
      mails: Boolean(config.mail.smtpUrl),
    })
  } finally {
    await repo.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  if (error instanceof UsageError) console.error(`\n${usage}`)
  process.exitCode = 1
})
