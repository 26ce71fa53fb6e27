// The console's words in each language, gathered from its domains' message modules, so a spec
// reads every screen's text by one name as the console showed it before its split by domain.
import * as enConsole from '../../../src/console/app/console.messages'
import * as arConsole from '../../../src/console/app/console.messages.ar'
import * as enAudit from '../../../src/console/audit/audit-trail.messages'
import * as arAudit from '../../../src/console/audit/audit-trail.messages.ar'
import * as enInbox from '../../../src/console/leads/inbox.messages'
import * as arInbox from '../../../src/console/leads/inbox.messages.ar'
import * as enLeads from '../../../src/console/leads/leads.messages'
import * as arLeads from '../../../src/console/leads/leads.messages.ar'
import * as enReport from '../../../src/console/leads/report.messages'
import * as arReport from '../../../src/console/leads/report.messages.ar'
import * as enPeople from '../../../src/console/people/people.messages'
import * as arPeople from '../../../src/console/people/people.messages.ar'
import * as enShipments from '../../../src/console/shipments/shipments.messages'
import * as arShipments from '../../../src/console/shipments/shipments.messages.ar'

export const en = {
  ...enConsole,
  ...enAudit,
  ...enLeads,
  ...enInbox,
  ...enReport,
  ...enPeople,
  ...enShipments,
}
export const ar: typeof en = {
  ...arConsole,
  ...arAudit,
  ...arLeads,
  ...arInbox,
  ...arReport,
  ...arPeople,
  ...arShipments,
}
