/**
 * Home sections that read the service catalogue and the blog. They render nothing until that
 * content lands (issues #5 and #6).
 */
export function HomeServicesSection() {
  return null
}

export function LatestNews() {
  return null
}
