import { Head } from '@/components/seo/head'
import { siteConfig } from '@/config/env'

export default function HomeRoute() {
  return (
    <>
      <Head
        title={`Movers and Packers in Qatar | ${siteConfig.companyName}`}
        description="ISO-certified movers in Doha since 2011: house and office moves, international relocation, storage and freight across Qatar and the Gulf. Get a free quote."
      />
      <section className="bg-navy-900 pt-28 pb-20 text-white lg:pt-40">
        <div className="container-page">
          <p className="eyebrow text-accent-400">Moving and logistics in Qatar since 2011</p>
          <h1 className="mt-4 max-w-3xl text-4xl text-white sm:text-5xl">
            Moving you across Doha or across the world, with nothing left to chance
          </h1>
        </div>
      </section>
    </>
  )
}
