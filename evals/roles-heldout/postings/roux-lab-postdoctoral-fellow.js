import React from "react";

const Postdocs = {
  title: "Postdoctral research fellow",
  content: (
    <>
		<p>
			There are frequently open positions in the laboratory and the best is to inquire.
			All our research projects are aimed at studying biological macromolecular systems.  
			Various projects have a strong component of methodology developments, others
			require the application of existing approaches.
			Possible subjects could include the structure, function, and dynamics of transmembrane ion channels, 
			extensions to the molecular dynamics free energy simulation methodologies, 
			calculations of protein-protein and ligand-protein binding affinity,
			the parametrization of a biomolecular force field incorporating induced polarization, 
			applications of Brownian dynamics simulations and Poisson-Botlzmann theory, and more. 
    </p>
    <p>   
			Applicants should preferably have a PhD in physics, biophysics, chemistry, or biochemistry. 
			Programing skills and familiarity with the linux operating system are advantageous.
			Salary and conditions will be discussed and established according to the level of experience of the candidate.  
			Interested postdoc applicants should submit a letter of application, resume, 
			and names of three professional references to
			Prof. Benoît Roux  (<a href="mailto:roux@uchicago.edu">roux@uchicago.edu</a>).
		</p>
    </>
  ),
};

export default Postdocs;