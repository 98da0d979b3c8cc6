JobSpec::Role.definition 'Lead Engineer' do
  description <<~DESCRIPTION
    Our Lead Engineers turn our customer’s needs into roadmaps, coach teams to deliver, are cutting the best code of their career, still learn every day, and constantly strive to be nice humans.

    ## What does the job entail?

    We primarily write and deliver custom software to our customers. Before a project kicks off we will have a number of sessions where we begin to understand the customer’s business and what they are looking to achieve. We then formulate a roadmap for them, potentially a business case too, before starting delivery.

    We build solutions in a variety of languages and platforms, historically Ruby on Rails, we tend to use React, JavaScript, Elixir, and Clojure these days. We will usually be responsible for setting up a customer’s infrastructure on AWS with tools like Ansible and Terraform though sometimes we opt for a Platform as a Service like Heroku. We make sure there is a Continuous Delivery pipeline running our automated test suites before deploying changes.

    The software we build solves business problems. We’ve built software for karaoke, e-commerce, retail buying departments, accountants, photography studios, warehouses, supply chain companies, and ourselves. Typical projects will last 3-6 months, some customers work with us over longer periods but we like to mix up teams at around 6 months to keep things fresh.

    ## What experience are we looking for?

    We’ll expect you to be a polyglot programmer versed in a mix of object and functional programming languages. We’d expect you to have some blog posts about your discipline, perhaps even a talk or two. Not only this but the right person would be adept in sharing their knowledge with others – we’d love to hear some examples of coaching and growing team members.

    Every engineer at Made Tech is taught commercial responsibility and ownership over their software but it is expected to be second nature for this role.

    Further required experience:

    - Working directly with customers
    - Writing code with Test Driven Development
    - Pair programming as we pair around 50% of the time
    - Agile practices such as Scrum, XP, and/or Kanban
    - Working with a range of SQL and NoSQL databases
    - Infrastructure as code tools such as Ansible, Chef, Puppet, and/or Saltstack
    - Debugging a range of applications
    - Experience debugging infrastructure (AWS/Heroku/Linux/HTTP)
    - Strong delivery skills: a huge drive to get something shipped

    Everything else is optional but highly sought after. We would love you to have experience in:

    - Writing code with Acceptance Test Driven Development
    - Component based design techniques such as using pattern libraries, styled components, CSS-in-JS, BEM, and/or SUIT CSS
    - The React ecosystem including a TDD approach

    ## What is it like to work at Made Tech?

    We are a sanctuary for those wanting to hone their skills alongside like-minded learners. After joining our team it is common for new starters to comment on how much they’re learning and how much they enjoy the fact they are surrounded by people they can learn from. This includes our most senior hires.

    The biggest thing you’ll take away from our culture after spending the day with us would be that we practice continuous improvement at every level. Everyone has peer-based one-to-ones every 2 weeks, along with monthly one-to-ones with a director. Teams have fortnightly retrospectives. We also hold a company wide retrospective fortnightly. We discuss our problems out in the open, and rather than punish failure we band together to find solutions.

    Other notable things:

    - Every Friday afternoon is dedicated to learning new skills
    - Everyone is encouraged to write blog posts regularly
    - Our handbook is open sourced
    - We are vegan and non-drinker friendly as well as meat-eater and drinker friendly
    - Retreats and trips every year

    ## Salary

    This role has a salary of £65-85k depending on experience.
  DESCRIPTION

  salary 65_000..85_000

  expected 'To be continuously providing sensible and well justified architectural guidance to teams, combining an understanding of the clients context, existing architectural landscape and the knowledge of the teams context, existing architectural landscape and the knowledge of the team',
           ""

  expected 'To be productive in a wide range of tooling, libraries and architectural styles',
           ""

  expected 'To continuously coach & mentor others to improve their lean and iterative approach to solving problems',
           ""

  expected 'To be productive in multiple paradigms of programming',
           ""

  expected 'To be leading the way with introducing new technologies to deliveries',
           "We expect our Senior Engineers to help teams use new technologies as part of deliveries. We expect them to make suggestions before new projects boot up and to help the adoption of the technology during the delivery through pairing and otherwise coaching their colleagues."

  expected 'To collaborate with Reliability Engineers as appropriate',
           ""

  expected 'Within the context of a single code-base to be contributing sensible and well justified software architectural decisions on a daily basis with a preference towards simple & maintainable designs.',
           ""

  expected 'To be able to autonomously deliver working software',
           "We expect our Engineers to be able to work on entire features, from conception through to production deployment, without guidance and direction from others. This doesn't mean they have to be delivered without pairing, or asking advice from the wider team. What it does mean is the primary force for ensuring the feature is built and deployed in a timely fashion is the responsiblity of the Engineer working on the problem."

  expected 'To be able to build robust, maintainable interactive web-based frontends with an (appropriate amount of) focus on delivering a good user experience',
           ""

  expected 'To continuously seek out understanding of user needs and context, and contribute appropriate course corrections to plans throughout the delivery of software  ',
           ""

  expected 'To be continuously working at a sustainable pace, with an aim to commit to an appropriately sized amount of work',
           ""

  expected 'To be able to take a report of defect in a live system from a stakeholder and triage the impact and scope appropriately',
           ""

  expected 'To be able to resolve defects by leveraging existing test suites, production monitoring tooling and debugging techniques',
           ""

  expected 'To be continuously building an appropriate level of security into working software',
           ""

  expected 'To be continuously seeking to automate repetitive manual tasks',
           ""

  expected 'To be able to apply appropriate strategies to deal with legacy code (code without tests)',
           ""

  expected 'To be aware of political landscapes within client organisations and to be considerate of it. ',
           ""

  expected 'To continuously practice TDD, including small incremental refactorings throughout the process of delivering software, with the intent to ensure low cost of change',
           "We expect our engineering team to practice TDD discipline to a high standard. This is not something we simply pay lipservice to, we expect it to be a default in every engineer' day to day"

  expected 'To continuously translate user needs into fast, maintainable, automated high-level tests as appropriate',
           "We expect our engineering team to write high-level tests, ideally as part of an Acceptance-Test Driven Development discipline."

  expected 'To be able to productively pair with colleagues, and to pair when it is appropriate to do so',
           "We expect our engineering team to be friendly and lovely people to pair with. All pairing dynamics are different, sometimes you will be pairing with someone with less experience, sometimes you will have the same experience. Adjusting the speed of your work to accomodate for your pair is important and special care must be taken when mentoring/coaching those with less experience. No matter who you are pairing with you must take turns to compromise when your opinions differ."

  expected 'To communicate with customers without reminder.',
           "We expect our engineering team to keep their customers up to date with progress. Customers should be invited to standups or at appropriate points in time. A customer should never have to chase us for an update."

  expected 'To be productive, in at least one programming language including a range of different tools that achieve the same goal in that language ',
           "We expect our engineering team to understand that there are multiple tools available to achieve the same task at hand, and to explore these options in at least one language."

  expected 'To keep the team updated on current work in progress, including any blockers or potential risks, making use of any tooling the team has chosen.',
           "We expect our engineering team to keep their fellow team members up to date with their progress. A good litmus test for this is everyone on the team can describe what their team mates are up to."

  expected 'To be responsible for the security of devices used for work',
           "We expect our engineering team to understand how to secure the devices they use for work including work issued laptops, personal computers, mobile phones, and other electronic devices. We expect invididuals to ensure they adhere to our security guidelines upon setting up devices and to ensure that their machines are compliant at all times."

  expected 'To be involved in improving software delivery practice at Made Tech',
           "We expect our engineering team to reflect on our practices and be a proactive voice in suggesting change. We expect you to be reflecting on your own development practices, reflecting on your team and the wider business."

  expected 'To request peer reviews',
           "We expect our engineering team to always have their code peer reviewed at the least by one other person before merging. It's the responsibility of the code author to ask their colleagues to review and to merge the code in a timely fashion."

  expected 'To be producing sensible lightweight release plans with an aim to get the thinnest slice possible in the hands of real users as quickly as possible, involving the team and stakeholders where appropriate.',
           "We expect our engineering team to be actively form sensible strategies to get thin slices released to real users, and to have alignment on this strategy with the customer and with the team."

  expected 'To be practicing continuous integration of code, making frequent small incremental changes to the code base, decoupling deployment from release as appropriate',
           "We expect our engineering team to be practicing continuous integration, and to consider decoupling release from deployment, if required and appropriate."

  expected 'To take an equal share in owning the facilitation of team ceremonies, with a focus on ensuring that they are held regularly and are following any rules that the team has agreed to.',
           "We expect our engineering team to ensure team ceremonies such as planning, retrospectives, and standups happen on a regular basis and to be guardians of any norms that have been agreed to by the team."

  expected 'To be responsible for releasing working software to real users',
           "We expect our engineering team to own the whole process of getting working software in front of real users, this means from writing the code through to deploying and actively seeking feedback."

  expected 'To provide meaningful and considerate peer reviews for others',
           "We expect our engineering team to provide feedback that makes code safer, easier to maintain and advances the knowledge of the original author. We expect everyone to negotiate and compromise when making a call on whether feedback should be addressed or not."

  expected 'To be willing and able to pick up new programming languages, technologies and techniques',
           "We expect our engineering team to be open to learning new languages and to see it as an opportunity to broaden skills rather than something to be fearful of. We expect our engineers to be curating their generalist skillset to aid in picking up new languages."

  expected 'To be able to turn user needs into actionable technical tasks that can be delivered incrementally',
           "We expect our engineering team to be able to turn ideas into technical tasks."

  expected 'To be contributing your honest opinion to the team, in a respectful way, even if it conflicts with more senior members',
           "We expect our engineering team to work as a team. That means we need our engineers to actively work to combine their knowledge, skill and opinions with that of the whole team."

  expected 'To be continuously applying a lean and iterative approach to solving problems',
           "We expect our engineering team to embody a lean-mindset, solving problems by delivering early and often. We expect our engineers to actively seek out more effective ways to achieve this."

  expected 'To act as a role model and servant leader to the team',
           ""

  expected 'To coach and nurture their team to improve their engineering and delivery capability ',
           "We expect our Senior Engineers to proactively provide thoughtful and meaningful feedback for their team. A Senior Engineer is expected to spend time helping team members to improve their skills. A Senior Engineer is expected to identify and nurture candidates for Senior Engineer positions."

  expected 'To lead workshop and roadmapping sessions to understand customer requirements and convert these in to deliverable iterations',
           ""

  expected 'To quickly become a trusted partner to the customer team, building a friendly relationship',
           ""

  expected 'To proactively identify opportunities where we can widen the impact of our work with the customer organisation',
           ""

  expected 'To make sensible, well reasoned commercial decisions',
           ""

  expected 'To keep timesheets up-to-date and submitted before invoicing deadlines',
           "We use timesheets to invoice our customers, and it is important that we are able to send accurate invoices to our customers. We expect you to keep your timesheets up-to-date and to have submitted them before any invoicing deadlines."

  expected 'To continuously make proactive improvements to the way Made Tech operates by first getting advice from impacted people and making the change',
           "We expect everyone to evolve the way Made Tech operates. By involving everyone who is impacted by a change, it is possible for everyone to make improvements."
end
